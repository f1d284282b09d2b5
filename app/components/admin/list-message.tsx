/** What an admin list shows instead of its table: a load error, or nothing to show. */
export function ListMessage({
  error,
  filtered,
  emptyText,
}: {
  error: boolean;
  filtered: boolean;
  emptyText: string;
}) {
  if (error) {
    return (
      <p className="py-10 text-center text-sm text-destructive">
        Could not load the orders. Please try again.
      </p>
    );
  }
  return (
    <p className="py-10 text-center text-sm text-muted-foreground">
      {filtered ? "No orders match your search." : emptyText}
    </p>
  );
}
