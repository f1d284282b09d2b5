import { useCallback, useEffect, useState } from "react";
import { ListFailed } from "../../../components/admin/list-states.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { apiRequest } from "../../../lib/api.ts";
import type { ShopSettings } from "../settings.schemas.ts";
import { SettingsForm } from "./settings-form.tsx";

/** The owner's settings, loaded from the API. It assumes no route, so any admin page can mount it. */
export function SettingsSection() {
  const [settings, setSettings] = useState<ShopSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    apiRequest("GET", "/api/admin/settings")
      .then(async (res) => setSettings((await res.json()) as ShopSettings))
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  if (failed) {
    return <ListFailed what="settings" onRetry={load} className="rounded-xl border bg-card p-10" />;
  }
  if (!settings) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the settings">
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  return <SettingsForm settings={settings} onSaved={setSettings} />;
}
