import { describe, expect, it } from "vitest";
import { findings, offMachineRequests, type Report } from "./audits";

const report: Report = {
  categories: {
    performance: {
      score: 0.8,
      auditRefs: [
        { id: "total-blocking-time", weight: 30, group: "metrics" },
        { id: "layout-shifts", weight: 0 },
      ],
    },
    seo: {
      score: 0.92,
      auditRefs: [
        { id: "meta-description", weight: 1 },
        { id: "robots-txt", weight: 1 },
      ],
    },
  },
  audits: {
    "total-blocking-time": { id: "total-blocking-time", title: "Total Blocking Time", score: 0.2, scoreDisplayMode: "numeric" },
    "layout-shifts": {
      id: "layout-shifts",
      title: "Avoid large layout shifts",
      score: 0,
      scoreDisplayMode: "metricSavings",
      displayValue: "1 layout shift found",
      details: { items: [{ node: { snippet: "<footer>" }, score: 0.2134 }] },
    },
    "meta-description": { id: "meta-description", title: "Document has a meta description", score: 0, scoreDisplayMode: "binary" },
    "robots-txt": { id: "robots-txt", title: "robots.txt is valid", score: 1, scoreDisplayMode: "binary" },
    "network-requests": {
      id: "network-requests",
      title: "Network Requests",
      score: null,
      scoreDisplayMode: "informative",
      details: {
        items: [{ url: "http://nfl.localhost:4460/" }, { url: "data:image/png;base64,x" }, { url: "https://fonts.example.com/a.woff2" }],
      },
    },
  },
};

describe("a report's findings", () => {
  it("names each failing audit with the elements it points at, leaving the metrics to the table", () => {
    expect(findings(report)).toEqual([
      {
        category: "performance",
        id: "layout-shifts",
        title: "Avoid large layout shifts",
        displayValue: "1 layout shift found",
        items: ["<footer> (0.213)"],
      },
      { category: "seo", id: "meta-description", title: "Document has a meta description", items: [] },
    ]);
  });

  it("lists the requests that left the machine", () => {
    expect(offMachineRequests(report)).toEqual(["https://fonts.example.com/a.woff2"]);
  });
});
