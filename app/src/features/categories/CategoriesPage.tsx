import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VerticalSchema } from '@modavi/core';
import { Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { categoriesQueryOptions } from '../../queries/discovery-queries';
import { CategoryTiles } from './CategoryTiles';

export interface CategoriesPageProps {
  /** `directory` (/danh-muc): every category at once; `verticals` (/nganh-hang): by fashion and beauty. */
  readonly variant: 'directory' | 'verticals';
}

/** /danh-muc and /nganh-hang: the marketplace's categories, each leading to its products. */
export function CategoriesPage({ variant }: CategoriesPageProps) {
  const { t } = useTranslation();
  const { catalogue } = useServices();
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions(catalogue));
  if (variant === 'directory') {
    return (
      <Stack gap="lg">
        <Heading level={1} size="section" id="categories-title">
          {t('discovery.categoriesTitle')}
        </Heading>
        <CategoryTiles categories={categories} labelledBy="categories-title" layout="grid" eager={8} />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Heading level={1} size="section">
        {t('discovery.verticalsTitle')}
      </Heading>
      {VerticalSchema.options.map((vertical) => {
        const inVertical = categories.filter((category) => category.vertical === vertical);
        if (inVertical.length === 0) return null;
        return (
          <Stack as="section" gap="md" key={vertical} aria-labelledby={`vertical-${vertical}`}>
            <Heading level={2} id={`vertical-${vertical}`}>
              {t(`discovery.vertical_${vertical}`)}
            </Heading>
            <CategoryTiles categories={inVertical} labelledBy={`vertical-${vertical}`} layout="grid" eager={8} />
          </Stack>
        );
      })}
    </Stack>
  );
}
