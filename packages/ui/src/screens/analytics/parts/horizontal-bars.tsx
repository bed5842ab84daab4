// Ranked bars (dynasties, droughts, titles by state or province): one row per item, its name
// and detail above a bar whose length is its value, the value at the bar's end. Names above
// the bars, not beside them, so a phone's narrow chart keeps every name whole. Each row may be
// a link (a franchise's page), drawn by `link`.
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ReactNode } from "react";
import { ChartSvg } from "./chart-svg";
import { useChartWidth } from "./use-chart-width";

const ROW = 44;
const BAR = 14;
const VALUE_ROOM = 48;

export interface BarRow {
  key: string;
  name: string;
  /** After the name, muted: "1949–1953", "since 1908". */
  detail?: string;
  value: number;
  /** The value as shown at the bar's end ("5", "116 seasons"). */
  valueLabel: string;
}

export function HorizontalBars<R extends BarRow>(props: {
  label: string;
  rows: readonly R[];
  link?: (row: R, mark: ReactNode) => ReactNode;
}) {
  const { label, rows } = props;
  const link = props.link ?? ((_row: R, mark: ReactNode): ReactNode => mark);
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const max = Math.max(1, ...rows.map((row) => row.value));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, Math.max(40, width - VALUE_ROOM)] });
  return (
    <div ref={ref} className="w-full">
      <ChartSvg label={label} width={width} height={rows.length * ROW}>
        {rows.map((row, index) => (
          <Group key={row.key} top={index * ROW}>
            {link(
              row,
              <g className="group">
                <title>{`${row.name}${row.detail ? ` (${row.detail})` : ""}: ${row.valueLabel}`}</title>
                <text y={14} fontSize={13} fill="currentColor" className="font-semibold group-hover:underline">
                  {row.name}
                  {row.detail && (
                    <tspan fill="var(--color-muted)" fontWeight={400}>
                      {`  ${row.detail}`}
                    </tspan>
                  )}
                </text>
                <Bar
                  y={20}
                  width={x(row.value)}
                  height={BAR}
                  rx={3}
                  className="fill-primary-600 group-hover:fill-primary-800 motion-safe:transition-colors"
                />
                <text x={x(row.value) + 6} y={32} fontSize={12} fill="var(--color-ink)" className="tabular-nums">
                  {row.valueLabel}
                </text>
              </g>,
            )}
          </Group>
        ))}
      </ChartSvg>
    </div>
  );
}
