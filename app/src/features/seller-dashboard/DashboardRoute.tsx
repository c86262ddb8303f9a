import { dashboardSearchRead, type DashboardPeriod, type DashboardPreset } from '@modavi/core';
import { DashboardPage } from './DashboardPage';

export interface DashboardRouteProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: Record<string, unknown> }) => Promise<void>;
}

/** The page read from its address (`?period=&from=&to=`) with core's reader; a choice goes back into the address. */
export function DashboardRoute({ search, navigate }: DashboardRouteProps) {
  const { preset, period } = dashboardSearchRead(search, Date.now());
  const onChoose = (next: DashboardPreset, custom?: DashboardPeriod) =>
    void navigate({ search: next === 'custom' && custom ? { period: next, from: custom.from, to: custom.to } : { period: next } });
  return <DashboardPage preset={preset} period={period} onChoose={onChoose} />;
}
