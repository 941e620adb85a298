/** The value of one series of a gateway's `/metrics`, e.g. `name{label="x"}`; 0 when absent. */
export async function metricValue(baseUrl: string, series: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}
