import { uploadedImageSrcSet } from '@modavi/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { bannersQueryOptions } from '../promotions/promos-queries';
import { usePromosWords } from '../promotions/use-promos-words';
import * as styles from './Banners.css';

/** A strip cover is 85% of the 75rem container (of the phone's width). */
const STRIP_COVER_SIZES = '(min-width: 1200px) 1020px, 85vw';

/** Home section: the banners showing now, side by side (one and a bit on a phone), each opening /banner/{id}. */
export function BannersHomeSection() {
  const { t } = usePromosWords();
  const { promosHome } = useServices();
  const { data: banners } = useSuspenseQuery(bannersQueryOptions(promosHome));
  if (banners.length === 0) return null;
  return (
    <Stack as="section" gap="md" aria-labelledby="home-banners">
      <Heading level={2} id="home-banners">
        {t('promosShared.bannersTitle')}
      </Heading>
      <ul className={styles.strip}>
        {banners.map((banner, index) => (
          <li key={banner._id} className={styles.stripItem}>
            <Link to="/banner/$id" params={{ id: banner._id }} className={styles.stripLink}>
              {/* The first banner is the home's largest picture on arrival (Lighthouse's LCP): fetched at once, first. */}
              <img
                src={banner.cover_image}
                srcSet={uploadedImageSrcSet(banner.cover_image)}
                sizes={STRIP_COVER_SIZES}
                alt=""
                className={styles.cover}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                width={1340}
                height={754}
              />
              <span>{banner.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
