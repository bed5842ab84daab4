import { render, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHeader } from "../components/page-header";
import { readPageMeta, setMetaDescription } from "./page-meta";
import { usePageFocusAndTitle } from "./page-focus";

function Shell({ path, children }: { path: string; children: React.ReactNode }) {
  usePageFocusAndTitle(path, "Title Ledger NHL", "The site's description.");
  // A new page is a new element, as the routes render it.
  return (
    <main id="main">
      <div key={path}>{children}</div>
    </main>
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

describe("a page's own title and description (issue #16)", () => {
  it("reads what a heading states, else its text", () => {
    const { container } = render(
      <>
        <PageHeader title="New York Rangers" meta={{ title: "New York Rangers: seasons", description: "Rangers." }} />
        <PageHeader title="Teams" />
      </>,
    );
    const [stated, plain] = container.querySelectorAll("h1");
    expect(readPageMeta(stated ?? null)).toEqual({ title: "New York Rangers: seasons", description: "Rangers." });
    expect(readPageMeta(plain ?? null)).toEqual({ title: "Teams", description: null });
    expect(readPageMeta(null)).toEqual({ title: null, description: null });
  });

  it("titles the document and writes its description; a page stating none gets the site's", async () => {
    const { rerender } = render(
      <Shell path="/teams/new-york-rangers">
        <PageHeader title="New York Rangers" meta={{ title: "New York Rangers: seasons, titles and records", description: "Rangers." }} />
      </Shell>,
    );
    await waitFor(() => {
      expect(document.title).toBe("New York Rangers: seasons, titles and records · Title Ledger NHL");
    });
    expect(description()).toBe("Rangers.");
    rerender(
      <Shell path="/teams">
        <PageHeader title="Teams" />
      </Shell>,
    );
    await waitFor(() => {
      expect(document.title).toBe("Teams · Title Ledger NHL");
    });
    expect(description()).toBe("The site's description.");
  });

  it("follows a heading that states its meta once its data arrives", async () => {
    const { rerender } = render(
      <Shell path="/teams/x">
        <PageHeader title="Team Details" />
      </Shell>,
    );
    await waitFor(() => {
      expect(document.title).toBe("Team Details · Title Ledger NHL");
    });
    rerender(
      <Shell path="/teams/x">
        <PageHeader title="Team Details" meta={{ title: "Loaded", description: "Now described." }} />
      </Shell>,
    );
    await waitFor(() => {
      expect(document.title).toBe("Loaded · Title Ledger NHL");
    });
    expect(description()).toBe("Now described.");
  });

  it("creates the meta element where the document has none, and updates it in place", () => {
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
    setMetaDescription(document, "One.");
    setMetaDescription(document, "Two.");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe("Two.");
  });
});
