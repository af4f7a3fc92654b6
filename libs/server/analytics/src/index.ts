export { consentInfoFor } from './consent/consent-info';
export { ANALYTICS_SEND_LIMIT, recordAnalyticsEvents } from './events/record-events';
export { readSessionEvents } from './events/session-events';
export { CLIENT_LOGS_LIMIT, recordClientLogs } from './client-logs/record-client-logs';
export { dashboardPeriod } from './dashboard/dashboard-period';
export { readStaffDashboard } from './dashboard/read-dashboard';
export { hasStaffRole } from './staff/staff-roles';
