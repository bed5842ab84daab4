// Stands in for a screen a later issue builds: it says so plainly instead of faking data.
import { Hammer } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonVariants } from "../../components/button";
import { Page } from "../../components/page";
import { PageHeader } from "../../components/page-header";

export function BeingBuiltScreen({ title, subject }: { title: string; subject: string }) {
  return (
    <Page>
      <PageHeader title={title} />
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-primary-300 bg-surface p-8">
        <Hammer aria-hidden className="size-8 text-primary-600" />
        <p className="text-lg">This screen is being built.</p>
        <p className="text-muted">Soon it will show {subject}, from our championship database.</p>
        <Link to="/" className={buttonVariants({ variant: "secondary" })}>
          Back to home
        </Link>
      </div>
    </Page>
  );
}
