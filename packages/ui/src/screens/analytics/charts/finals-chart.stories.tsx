import type { Meta } from "@storybook/react-vite";
import { chartParameters, chartStories } from "../test/chart-stories";
import { FinalsChart } from "./finals-chart";

const meta = {
  title: "Screens/Analytics/Finals Series Length",
  component: FinalsChart,
  parameters: chartParameters,
} satisfies Meta<typeof FinalsChart>;

export default meta;

const stories = chartStories("Finals Series Length", { emptyTitle: "No Series Finals" });
export const Results = stories.Results;
export const OnAPhone = stories.OnAPhone;
export const Loading = stories.Loading;
export const Failed = stories.Failed;
export const Empty = stories.Empty;
