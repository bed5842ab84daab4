import type { Meta } from "@storybook/react-vite";
import { chartParameters, chartStories } from "../test/chart-stories";
import { TitlesChart } from "./titles-chart";

const meta = {
  title: "Screens/Analytics/Titles Over Time",
  component: TitlesChart,
  parameters: chartParameters,
} satisfies Meta<typeof TitlesChart>;

export default meta;

const stories = chartStories("Titles Over Time");
export const Results = stories.Results;
export const OnAPhone = stories.OnAPhone;
export const Loading = stories.Loading;
export const Failed = stories.Failed;
export const Empty = stories.Empty;
