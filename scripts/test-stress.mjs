// The suite under CPU load (issue #27): two CPU-bound processes spin beside vitest while it runs
// three times in a row (or `--runs N`); extra arguments go to vitest. Timing-bound tests that wait
// on the clock instead of a condition fail here first. Exits with the first failing run's code.
import { spawn, spawnSync } from "node:child_process";
import process from "node:process";

const args = process.argv.slice(2);
const at = args.indexOf("--runs");
const runs = at >= 0 ? Number(args.splice(at, 2)[1]) : 3;
const burners = [0, 1].map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
const stop = () => burners.forEach((b) => b.kill("SIGKILL"));
process.on("SIGINT", () => (stop(), process.exit(130)));

let code = 0;
for (let run = 1; run <= runs && code === 0; run++) {
  process.stdout.write(`\ntest:stress run ${run} of ${runs}, beside two CPU-bound processes\n`);
  code = spawnSync("npx", ["vitest", "run", ...args], { stdio: "inherit" }).status ?? 1;
}
stop();
process.exit(code);
