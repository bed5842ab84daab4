// /api/schema/ (the OpenAPI document) and /api/docs/ (the same document as a readable page,
// rendered on the server: no scripts, one stylesheet, so it passes a strict CSP).
import type { FastifyPluginCallback } from "fastify";
import type { Endpoint } from "../api/endpoint";
import { openApiDocument } from "../api/openapi";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: Record<string, unknown>;
}

function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(String).join(", ")}`;
  if (typeof schema.pattern === "string") return `text matching ${schema.pattern}`;
  return typeof schema.type === "string" ? schema.type : "text";
}

function renderDocs(document: ReturnType<typeof openApiDocument>): string {
  const sections = Object.entries(document.paths).map(([path, { get }]) => {
    const rows = (get.parameters as Parameter[])
      .map(
        (p) =>
          `<tr><td><code>${escape(p.name)}</code>${p.required ? " <strong>required</strong>" : ""}</td><td>${escape(p.in)}</td><td>${escape(typeOf(p.schema))}</td><td>${escape(p.description ?? "")}</td></tr>`,
      )
      .join("");
    const example = path.includes("{slug}") ? "" : ` <a href="${escape(path)}">try it</a>`;
    return `<section><h3><code>GET ${escape(path)}</code>${example}</h3><p>${escape(get.summary)}</p>${
      rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${rows}</tbody></table>` : ""
    }</section>`;
  });
  const intro = document.info.description
    .split("\n\n")
    .map((paragraph) => `<p>${escape(paragraph).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title><link rel="stylesheet" href="/api/docs/docs.css"></head>
<body><main><h1>${escape(document.info.title)}</h1>${intro}<p>Machine-readable: <a href="/api/schema/">OpenAPI 3.1 document</a>.</p>
<h2>Endpoints</h2>${sections.join("\n")}</main></body></html>`;
}

const CSS = `body{font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0}main{max-width:60rem;margin:0 auto;padding:2rem 1rem}
section{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h3{margin:0 0 .25rem;font-size:1rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.35rem .5rem;border-top:1px solid #e2e8f0;vertical-align:top}
code{background:#eef2ff;padding:0 .25rem;border-radius:4px}a{color:#4338ca}`;

export function docsRoutes(endpoints: readonly Endpoint[]): FastifyPluginCallback {
  return (app, _options, done) => {
    const document = openApiDocument(endpoints);
    const html = renderDocs(document);
    app.get("/schema/", () => document);
    app.get("/docs/", (_request, reply) => reply.type("text/html; charset=utf-8").send(html));
    app.get("/docs/docs.css", (_request, reply) =>
      reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(CSS),
    );
    done();
  };
}
