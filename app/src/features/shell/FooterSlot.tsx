import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The buyer pages' footer loads when the page is scrolled near its end: its code and words are
 * no part of the first visit (budget). A failed load leaves the page without a footer.
 */
export function FooterSlot() {
  const { i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  useEffect(() => {
    const target = holder.current;
    if (Footer || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('../content/SiteFooter').then(async (module) => {
          await module.siteFooterReady(i18n);
          setFooter(() => module.SiteFooter);
        }, () => undefined);
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [Footer, i18n]);
  return Footer ? <Footer /> : <div ref={holder} style={{ minHeight: 1 }} />;
}
