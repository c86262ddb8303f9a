import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, localeParse, regionDecide } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { useLocaleSwitch } from '../../hooks/use-locale-switch';
import type { RegionNoticeProps } from './RegionNotice';

let started = false;

/**
 * Spec sections 1 and 4: the country is read at start; a visitor from abroad sees a notice
 * once per session and the locale switches to kr. Only this check is in the first visit; the
 * notice and its words load when it is shown. Region errors are silent.
 */
export function RegionStart() {
  const services = useServices();
  const { i18n } = useTranslation();
  const { switchTo } = useLocaleSwitch();
  const [Notice, setNotice] = useState<ComponentType<RegionNoticeProps> | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (started) return;
    started = true;
    void services.ipCountry().then(async (result) => {
      if (!result.ok) return;
      if (result.value !== null) services.context.countrySet(result.value);
      const decision = regionDecide({
        country: result.value,
        noticeShownThisSession: services.session.get(STORAGE_KEYS.regionNoticeShown) !== null,
        currentLocale: localeParse(i18n.language),
      });
      if (!decision.showNotice) return;
      services.session.set(STORAGE_KEYS.regionNoticeShown, 'true');
      if (decision.switchLocaleTo) await switchTo(decision.switchLocaleTo);
      const module = await import('./RegionNotice');
      await module.regionNoticeReady(i18n);
      setNotice(() => module.RegionNotice);
    });
  }, [services, i18n, switchTo]);

  return Notice ? <Notice open={open} onClose={() => setOpen(false)} /> : null;
}
