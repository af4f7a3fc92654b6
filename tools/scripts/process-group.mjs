// Runs a shell command in a process group of its own, so that everything it started (servers, browsers, workers)
// can be killed together: a suite that ends, fails or is interrupted leaves nothing running behind it.
import { spawn } from 'node:child_process';

/** The process groups running now: one per suite, several when suites run side by side. */
const runningGroups = new Set();

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error; // ESRCH: nothing left in the group
  }
  runningGroups.delete(pid);
}

/** Runs `command` through the shell in a new process group; resolves to its exit status (1 when killed). */
export function runInOwnProcessGroup(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', env, shell: true, detached: true });
    runningGroups.add(child.pid);
    child.once('error', (error) => {
      console.error(String(error));
      killGroup(child.pid);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      // The command itself has usually exited: what it left of its group goes with it.
      killGroup(child.pid);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Kills whatever is left of every group now running. */
export function stopRunningGroup() {
  for (const pid of [...runningGroups]) killGroup(pid);
}
