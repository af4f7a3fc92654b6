// Runs a shell command in a process group of its own, so that everything it started (servers, browsers, workers)
// can be killed together: a suite that ends, fails or is interrupted leaves nothing running behind it.
import { spawn } from 'node:child_process';

let runningGroup = null;

/** Runs `command` through the shell in a new process group; resolves to its exit status (1 when killed). */
export function runInOwnProcessGroup(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', env, shell: true, detached: true });
    runningGroup = child.pid;
    child.once('error', (error) => {
      console.error(String(error));
      stopRunningGroup();
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      stopRunningGroup();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Kills whatever is left of the group now running (the command itself has usually exited). */
export function stopRunningGroup() {
  if (runningGroup === null) return;
  try {
    process.kill(-runningGroup, 'SIGKILL');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error; // ESRCH: nothing left in the group
  }
  runningGroup = null;
}
