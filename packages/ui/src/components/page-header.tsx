import type { ReactNode } from "react";
import { pageMetaAttributes, type PageMeta } from "../app/page-meta";

/** The page's h1 and its introduction; `meta` states the page's own document title and description (app/page-meta.ts). */
export function PageHeader({ title, meta, children }: { title: string; meta?: PageMeta; children?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl" {...pageMetaAttributes(meta)}>
        {title}
      </h1>
      {children && <div className="mt-2 max-w-3xl text-muted">{children}</div>}
    </header>
  );
}
