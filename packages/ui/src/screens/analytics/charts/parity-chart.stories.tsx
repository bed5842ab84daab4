import type { Meta } from "@storybook/react-vite";
import { chartParameters, chartStories } from "../test/chart-stories";
import { ParityChart } from "./parity-chart";

const meta = {
  title: "Screens/Analytics/Parity by Decade",
  component: ParityChart,
  parameters: chartParameters,
} satisfies Meta<typeof ParityChart>;

export default meta;

const stories = chartStories("Parity by Decade");
export const Results = stories.Results;
export const OnAPhone = stories.OnAPhone;
export const Loading = stories.Loading;
export const Failed = stories.Failed;
export const Empty = stories.Empty;
