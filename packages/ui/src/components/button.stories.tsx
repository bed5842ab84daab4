import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight } from "lucide-react";
import { buttonVariants, type ButtonVariants } from "./button";

/** Buttons are a class list (`buttonVariants`) shared by <button>s and links. */
function Button({ variant, size, label }: ButtonVariants & { label: string }) {
  return (
    <button type="button" className={buttonVariants({ variant, size })}>
      {label} <ArrowRight aria-hidden className="size-4" />
    </button>
  );
}

const meta = {
  title: "Building blocks/Button",
  component: Button,
  parameters: { layout: "padded" },
  args: { variant: "primary", size: "md", label: "Explore Data" },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "inverse", "ghost"] },
    size: { control: "inline-radio", options: ["md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EveryVariant: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="primary" label="Primary" />
      <Button variant="secondary" label="Secondary" />
      <Button variant="ghost" label="Ghost" />
      <Button variant="primary" size="lg" label="Large" />
      <span className="rounded-xl bg-gradient-primary p-3">
        <Button variant="inverse" label="Inverse, on the gradient" />
      </span>
    </div>
  ),
};
