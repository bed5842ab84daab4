import { LoaderCircle } from "lucide-react";

export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-muted">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-primary-600" />
      <span>{label}…</span>
    </div>
  );
}
