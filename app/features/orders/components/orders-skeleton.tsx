import { Skeleton } from "../../../components/ui/skeleton.tsx";

/** The lists' shape while they stream in, so nothing jumps when they arrive. */
export function OrdersSkeleton() {
  return (
    <div className="grid gap-12" role="status">
      <span className="sr-only">Loading your orders...</span>
      {["custom", "regular"].map((kind) => (
        <div key={kind} className="grid gap-4">
          <Skeleton className="h-8 w-48" />
          <div className="overflow-hidden rounded-2xl border bg-card shadow-xs">
            <div className="flex items-start justify-between gap-4 border-b bg-muted/40 px-5 py-4 sm:px-6">
              <div className="grid gap-2">
                <Skeleton className="h-6 w-32" />
                <Skeleton className="h-4 w-40" />
              </div>
              <Skeleton className="h-6 w-24 rounded-full" />
            </div>
            <div className="grid gap-6 px-5 py-6 sm:px-6">
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
                {["a", "b", "c", "d", "e", "f"].map((fact) => (
                  <div key={fact} className="grid gap-2">
                    <Skeleton className="h-3 w-16" />
                    <Skeleton className="h-5 w-20" />
                  </div>
                ))}
              </div>
              <div className="grid gap-4 lg:flex lg:justify-between">
                {["1", "2", "3", "4", "5"].map((step) => (
                  <div key={step} className="flex items-center gap-3 lg:flex-col">
                    <Skeleton className="size-8 rounded-full" />
                    <Skeleton className="h-4 w-24 lg:w-16" />
                  </div>
                ))}
              </div>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
