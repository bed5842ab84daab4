import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { buttonVariants } from "./button";
import { notify, type NotifyKind } from "./notify";

/** Toasts (spec §2, §9): top right, 4000 ms, through the shell's toast container. */
function ToastTrigger({ message, kind }: { message: string; kind: NotifyKind }) {
  return (
    <button
      type="button"
      className={buttonVariants()}
      onClick={() => {
        notify(message, kind);
      }}
    >
      Show toast
    </button>
  );
}

const meta = {
  title: "Building blocks/Toast",
  component: ToastTrigger,
  parameters: { layout: "padded" },
  args: { message: "Opening your email app to write to demo@titleledger.com", kind: "success" },
  argTypes: { kind: { control: "inline-radio", options: ["success", "error"] } },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Opening your email app");
  },
};

export const Failure: Story = {
  args: { message: "Could not copy the link", kind: "error" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show toast" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Could not copy the link");
  },
};
