/**
 * `npm run leads -- <command>`: the lead inbox (scripts/leads-command.ts) on this process's
 * arguments, environment and terminal.
 */
import { leadsCommand } from "./leads-command";

const code = await leadsCommand(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  write: (text) => process.stdout.write(text),
});
if (code !== 0) process.exit(code);
