import { afterAll } from "vitest";
import { drainDisposers } from "./disposers.js";

// A setup file runs before every test file, also when files share their modules (isolate: false),
// so each file drains what it registered; a hook in disposers.ts would be registered only once.
afterAll(drainDisposers);
