import { createFileRoute } from '@tanstack/react-router';
import { searchAsIs } from '../hooks/search-as-is';
import { AwardsPage } from '../features/awards/AwardsPage';

/** /awards: the annual awards event (spec 2), `?category=` the chosen category's tab. */
export const Route = createFileRoute('/awards')({
  validateSearch: searchAsIs<{ category: string }>(),
  loader: async ({ context }) => (await import('../features/awards/awards-loaders')).awardsLoad(context),
  component: function AwardsRoute() {
    const navigate = Route.useNavigate();
    const { category } = Route.useSearch();
    return (
      <AwardsPage
        category={typeof category === 'string' ? category : undefined}
        onCategory={(next) => void navigate({ search: { category: next }, replace: true, resetScroll: false })}
      />
    );
  },
});
