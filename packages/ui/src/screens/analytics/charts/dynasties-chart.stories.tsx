import type { Meta } from "@storybook/react-vite";
import { chartParameters, chartStories } from "../test/chart-stories";
import { DynastiesChart } from "./dynasties-chart";

const meta = {
  title: "Screens/Analytics/Dynasties",
  component: DynastiesChart,
  parameters: chartParameters,
} satisfies Meta<typeof DynastiesChart>;

export default meta;

const stories = chartStories("Dynasties");
export const Results = stories.Results;
export const OnAPhone = stories.OnAPhone;
export const Loading = stories.Loading;
export const Failed = stories.Failed;
export const Empty = stories.Empty;
