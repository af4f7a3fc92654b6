import { staffRoutes } from '../contracts/staff-routes';
import type { StaffDashboardQuery, StaffDashboardReply } from '../contracts/staff-dashboard';
import { getJson, type ApiClientOptions } from './http';

/** GET staff/dashboard: the stored events of a period, aggregated (401 signed out, 403 without the staff role). */
export function getStaffDashboard(options: ApiClientOptions, query: StaffDashboardQuery, signal?: AbortSignal): Promise<StaffDashboardReply> {
  return getJson(
    options,
    staffRoutes.dashboard,
    query,
    () => import('../contracts/staff-dashboard').then((contract) => contract.staffDashboardReplySchema),
    signal,
  );
}
