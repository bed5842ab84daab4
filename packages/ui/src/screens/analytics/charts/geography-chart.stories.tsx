import type { Meta } from "@storybook/react-vite";
import { chartParameters, chartStories } from "../test/chart-stories";
import { GeographyChart } from "./geography-chart";

const meta = {
  title: "Screens/Analytics/Titles by State or Province",
  component: GeographyChart,
  parameters: chartParameters,
} satisfies Meta<typeof GeographyChart>;

export default meta;

const stories = chartStories("Titles by State or Province");
export const Results = stories.Results;
export const OnAPhone = stories.OnAPhone;
export const Loading = stories.Loading;
export const Failed = stories.Failed;
export const Empty = stories.Empty;
