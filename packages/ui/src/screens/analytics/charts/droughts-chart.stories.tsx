import type { Meta } from "@storybook/react-vite";
import { chartParameters, chartStories } from "../test/chart-stories";
import { DroughtsChart } from "./droughts-chart";

const meta = {
  title: "Screens/Analytics/Droughts",
  component: DroughtsChart,
  parameters: chartParameters,
} satisfies Meta<typeof DroughtsChart>;

export default meta;

const stories = chartStories("Droughts");
export const Results = stories.Results;
export const OnAPhone = stories.OnAPhone;
export const Loading = stories.Loading;
export const Failed = stories.Failed;
export const Empty = stories.Empty;
