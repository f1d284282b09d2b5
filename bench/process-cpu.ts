// CPU time a process has used, from /proc (Linux). Under a busy machine req/s and latency swing
// with the neighbours' load, while the server's CPU time per request barely moves, so the
// report shows both.
import { readFileSync } from "node:fs";

/** Linux reports utime and stime in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/** User plus system CPU milliseconds of all the process's threads; undefined off Linux. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name "(...)": state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}
