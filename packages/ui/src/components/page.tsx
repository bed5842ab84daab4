import type { ReactNode } from "react";

/** The content column every screen sits in. */
export function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</div>;
}
