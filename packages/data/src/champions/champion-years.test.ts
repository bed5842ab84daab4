import { describe, expect, it } from "vitest";
import { championYears, parseChampionYear, seasonYears } from "./champion-years";

describe("the year picker (spec §2 Champions, §9)", () => {
  it.each([
    [new Date(2025, 0, 1), [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
    [new Date(2026, 11, 31), [2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]],
  ])("on %s offers the previous calendar year and the nine before it", (today, years) => {
    expect(championYears(today)).toEqual(years);
  });

  it.each([
    // Named by two years: the season that ended in the previous calendar year comes first.
    ["hockey", [2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]],
    ["basketball", [2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]],
    // Named by one year, and the hub (seasons listed by the year they began): that year's season.
    ["football", [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
    ["baseball", [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
    ["none", [2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]],
  ] as const)("in 2025 a %s site's buttons are the seasons (start years) %o", (sport, years) => {
    expect(championYears(new Date(2025, 5, 1), sport)).toEqual(years);
  });

  const today = new Date(2025, 5, 1);
  it.each([
    ["2024", 2024],
    ["2015", 2015],
    ["1990", 1990],
    ["1850", 1850],
    ["1849", null],
    ["2025", null],
    ["24", null],
    ["2024x", null],
    ["", null],
    [null, null],
  ])("reads ?year=%s as %s", (text, year) => {
    expect(parseChampionYear(text, today)).toBe(year);
  });
});

describe("seasonYears: every season the championships hold", () => {
  const span = (first: number | null, last: number | null) => ({ firstSeasonStartYear: first, lastSeasonStartYear: last });
  it.each([
    ["one championship, newest first", [span(2020, 2024)], [2024, 2023, 2022, 2021, 2020]],
    ["overlapping spans merged", [span(2021, 2024), span(2019, 2022)], [2024, 2023, 2022, 2021, 2020, 2019]],
    ["disjoint spans kept apart", [span(2023, 2024), span(1917, 1918)], [2024, 2023, 1918, 1917]],
    ["a championship with no season yet adds none", [span(null, null), span(2024, 2025)], [2025, 2024]],
    ["nothing without championships", [], []],
  ])("%s", (_, spans, years) => {
    expect(seasonYears(spans)).toEqual(years);
  });
});
