// Cumulative step lines (titles over time): a line per franchise that climbs by one at each of
// its titles and runs on to the last season. The leading lines are drawn in the theme's
// colours and named at their end; the rest are thin and muted, named on hover. Each line is a
// link (its franchise's page), drawn by `link`; a wide transparent stroke makes it easy to hover.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import type { ReactNode } from "react";
import { AXIS_COLOUR, ChartSvg, GRID_COLOUR, TICK_LABEL } from "./chart-svg";
import { labelPositions } from "./label-positions";
import { useChartWidth } from "./use-chart-width";

const HEIGHT = 300;
const MARGIN = { top: 12, right: 104, bottom: 32, left: 36 };
/** The leading lines' colours: the site's theme scales, each with 3:1 contrast or more on white. */
export const LEAD_COLOURS = [
  "--color-primary-700",
  "--color-secondary-600",
  "--color-accent-700",
  "--color-primary-400",
  "--color-secondary-800",
];

export interface StepSeries {
  key: string;
  /** Named at the line's end ("Yankees"). */
  label: string;
  /** Said on hover ("New York Yankees: 27 titles"). */
  title: string;
  /** Start years of its titles, in order. */
  years: readonly number[];
}

/** The path: flat at 0 from `from`, one step up at each title year, flat on to `to`. */
export function stepPath(years: readonly number[], from: number, to: number, x: (year: number) => number, y: (titles: number) => number) {
  const moves = years.map((year, index) => `H${x(year).toFixed(1)}V${y(index + 1).toFixed(1)}`);
  return `M${x(from).toFixed(1)},${y(0).toFixed(1)}${moves.join("")}H${x(to).toFixed(1)}`;
}

export function StepLines(props: {
  label: string;
  series: readonly StepSeries[];
  from: number;
  to: number;
  lead: number;
  link: (series: StepSeries, mark: ReactNode) => ReactNode;
}) {
  const { label, series, from, to, lead, link } = props;
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const inner = { width: Math.max(60, width - MARGIN.left - MARGIN.right), height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const max = Math.max(1, ...series.map((line) => line.years.length));
  const x = scaleLinear<number>({ domain: [from, Math.max(from + 1, to)], range: [0, inner.width] });
  const y = scaleLinear<number>({ domain: [0, max], range: [inner.height, 0], nice: true });
  const leaders = series.slice(0, lead);
  const labelYs = labelPositions(
    leaders.map((line) => y(line.years.length)),
    14,
  );
  // The muted lines first, so the leading ones are drawn over them.
  const ordered = [...series.slice(lead).reverse(), ...[...leaders].reverse()];
  return (
    <div ref={ref} className="w-full">
      <ChartSvg label={label} width={width} height={HEIGHT}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(5).map((tick) => (
            <line key={tick} x1={0} x2={inner.width} y1={y(tick)} y2={y(tick)} stroke={GRID_COLOUR} />
          ))}
          <AxisLeft
            scale={y}
            numTicks={5}
            stroke={AXIS_COLOUR}
            tickStroke={AXIS_COLOUR}
            tickLabelProps={TICK_LABEL}
            tickFormat={(value) => String(value)}
          />
          <AxisBottom
            top={inner.height}
            scale={x}
            numTicks={width < 500 ? 4 : 8}
            stroke={AXIS_COLOUR}
            tickStroke={AXIS_COLOUR}
            tickLabelProps={{ ...TICK_LABEL, textAnchor: "middle" }}
            tickFormat={(value) => String(value)}
          />
          {ordered.map((line) => {
            const rank = leaders.indexOf(line);
            const colour = rank >= 0 ? `var(${LEAD_COLOURS[rank % LEAD_COLOURS.length] ?? "--color-primary-700"})` : "var(--color-muted)";
            const d = stepPath(line.years, from, to, x, y);
            return (
              <g key={line.key}>
                {link(
                  line,
                  <g className="group">
                    <title>{line.title}</title>
                    <path d={d} fill="none" stroke="transparent" strokeWidth={10} />
                    <path
                      d={d}
                      fill="none"
                      stroke={colour}
                      strokeWidth={rank >= 0 ? 2.5 : 1}
                      strokeOpacity={rank >= 0 ? 1 : 0.55}
                      className="group-hover:[stroke-width:3.5]"
                    />
                    {rank >= 0 && (
                      <text
                        x={inner.width + 6}
                        y={(labelYs[rank] ?? 0) + 4}
                        fontSize={12}
                        fill={colour}
                        className="font-semibold group-hover:underline"
                      >
                        {line.label}
                      </text>
                    )}
                  </g>,
                )}
              </g>
            );
          })}
        </Group>
      </ChartSvg>
    </div>
  );
}
