import { useRouteLoaderData } from 'react-router';
import { assignExperiments, isExperimentOn, type ExperimentJSON, type ExperimentKey } from '@stays/brand-config';

/** Without the root loader's answer (an error page): every experiment's control. */
const CONTROL: ExperimentJSON = assignExperiments('', { newHome: { val: '0' }, wizz: { val: '0' }, listing40: { val: '0' }, loggedOutExp: { val: '0' } });

/** The guest's experimentJSON, as the root loader assigned it on the server (the first paint already shows the variants). */
export function useExperiments(): ExperimentJSON {
  return useRouteLoaderData<{ experiments?: ExperimentJSON }>('root')?.experiments ?? CONTROL;
}

/** Whether one experiment is on for the guest. */
export function useExperimentOn(key: ExperimentKey): boolean {
  return isExperimentOn(useExperiments(), key);
}
