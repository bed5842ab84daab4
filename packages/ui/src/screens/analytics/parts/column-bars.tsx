// Columns over a few categories (titles and distinct champions per decade, finals by number of
// games): a column per category, a value axis, the category under each. `back` draws a second,
// lighter column behind each (a decade's titles behind its distinct champions).
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { AXIS_COLOUR, ChartSvg, GRID_COLOUR, TICK_LABEL } from "./chart-svg";
import { useChartWidth } from "./use-chart-width";

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 36 };

export interface ColumnRow {
  key: string;
  /** The category under the column ("1990s", "7 games"). */
  category: string;
  value: number;
  /** The lighter column behind it, when the chart has one. */
  back?: number;
  /** What hovering the column says. */
  title: string;
}

export function ColumnBars({ label, rows }: { label: string; rows: readonly ColumnRow[] }) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const inner = { width: Math.max(60, width - MARGIN.left - MARGIN.right), height: HEIGHT - MARGIN.top - MARGIN.bottom };
  const x = scaleBand<string>({ domain: rows.map((row) => row.key), range: [0, inner.width], padding: 0.25 });
  const max = Math.max(1, ...rows.map((row) => Math.max(row.value, row.back ?? 0)));
  const y = scaleLinear<number>({ domain: [0, max], range: [inner.height, 0], nice: true });
  const byKey = new Map(rows.map((row) => [row.key, row.category]));
  // A phone cannot fit a label under each of twelve decades: every other one then.
  const every = x.bandwidth() < 34 ? 2 : 1;
  return (
    <div ref={ref} className="w-full">
      <ChartSvg label={label} width={width} height={HEIGHT}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft
            scale={y}
            numTicks={4}
            stroke={AXIS_COLOUR}
            tickStroke={AXIS_COLOUR}
            tickLabelProps={TICK_LABEL}
            tickFormat={(value) => String(value)}
          />
          {y.ticks(4).map((tick) => (
            <line key={tick} x1={0} x2={inner.width} y1={y(tick)} y2={y(tick)} stroke={GRID_COLOUR} />
          ))}
          {rows.map((row) => {
            const left = x(row.key) ?? 0;
            return (
              <g key={row.key}>
                <title>{row.title}</title>
                {row.back !== undefined && (
                  <Bar x={left} y={y(row.back)} width={x.bandwidth()} height={inner.height - y(row.back)} className="fill-primary-200" />
                )}
                <Bar
                  x={left + (row.back === undefined ? 0 : x.bandwidth() * 0.2)}
                  y={y(row.value)}
                  width={x.bandwidth() * (row.back === undefined ? 1 : 0.6)}
                  height={inner.height - y(row.value)}
                  className="fill-primary-600"
                />
              </g>
            );
          })}
          <AxisBottom
            top={inner.height}
            scale={x}
            stroke={AXIS_COLOUR}
            tickStroke={AXIS_COLOUR}
            tickLabelProps={{ ...TICK_LABEL, textAnchor: "middle" }}
            tickFormat={(key) => byKey.get(key) ?? key}
            tickValues={rows.filter((_, index) => index % every === 0).map((row) => row.key)}
          />
        </Group>
      </ChartSvg>
    </div>
  );
}
