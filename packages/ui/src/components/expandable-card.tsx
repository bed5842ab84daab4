// The one expandable card (spec §4): the card's face is a button that opens or closes the
// detail panel below it (aria-expanded, aria-controls), with the shared 0.3 s animation. Which
// card is open is the list's (useSingleOpen), so only one is open at a time. Cards differ in
// their outer element (an `article`, or an `li` row in a list), their classes and their face.
import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { ExpandPanel } from "./expandable";

export interface ExpandableCardProps {
  /** A card is an `article`; a row of a list (champions, standings) is an `li`. */
  as?: "article" | "li";
  open: boolean;
  onToggle: () => void;
  /** The panel's id, named by aria-controls; a generated one by default. */
  panelId?: string;
  /** The id of the element that names an `article` (aria-labelledby). */
  labelledBy?: string;
  className: string;
  toggleClassName: string;
  /** The card's face: what the toggle button shows. */
  face: ReactNode;
  /** The detail panel's content. */
  children: ReactNode;
}

export function ExpandableCard(props: ExpandableCardProps) {
  const { as: Outer = "article", open, onToggle, labelledBy, className, toggleClassName, face, children } = props;
  const generatedId = useId();
  const panelId = props.panelId ?? generatedId;
  return (
    <Outer aria-labelledby={labelledBy} className={className}>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} className={toggleClassName}>
        {face}
      </button>
      <ExpandPanel open={open} id={panelId}>
        {children}
      </ExpandPanel>
    </Outer>
  );
}

/** The chevron a toggle shows, turned up while its panel is open. */
export function ExpandChevron({ open, className }: { open: boolean; className: string }) {
  return <ChevronDown aria-hidden className={`${className} transition-transform ${open ? "rotate-180" : ""}`} />;
}
