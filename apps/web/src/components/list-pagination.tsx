import { Pagination } from '@mantine/core';
import { useTranslation } from '@app/i18n/react';

/**
 * The page buttons under a paged list, in a labelled `<nav>` (hidden when printing with `className`).
 * Each button is named for screen readers ("Page 3", "Next page"). Renders nothing for one page.
 */
export function ListPagination({
  label,
  testId,
  totalPages,
  page,
  onChange,
  compact = false,
  className,
}: {
  /** The nav's name, e.g. "Pages of contacts". */
  label: string;
  testId: string;
  totalPages: number;
  page: number;
  onChange: (page: number) => void;
  /** A phone's width holds the current page and its ends, not its neighbours too. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} data-testid={testId} {...(className ? { className } : {})}>
      <Pagination
        total={totalPages}
        siblings={compact ? 0 : 1}
        value={Math.min(page, totalPages)}
        onChange={onChange}
        getItemProps={(number) => ({ 'aria-label': t('common:pagination.page', { page: number }) })}
        getControlProps={(control) => ({
          'aria-label': t(control === 'next' ? 'common:pagination.next' : 'common:pagination.previous'),
        })}
      />
    </nav>
  );
}
