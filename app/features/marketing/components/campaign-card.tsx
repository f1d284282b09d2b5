import { MailIcon, SendIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { AdminCard } from "../../../components/admin/admin-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { apiRequest, errorMessage } from "../../../lib/api.ts";
import type { DiscountCodeJson } from "../../discounts/discounts.schemas.ts";
import { activeCodes, offerOf } from "../active-codes.ts";
import type { CampaignJson } from "../marketing.schemas.ts";
import { isFinished, useCampaignProgress } from "../use-campaign-progress.ts";
import { CampaignConfirmDialog } from "./campaign-confirm-dialog.tsx";
import { CampaignHistory } from "./campaign-history.tsx";
import { CampaignProgress } from "./campaign-progress.tsx";

/**
 * The admin sends a mass discount e-mail, confirmation first
 * (docs/product-rules.md#customers-and-campaigns).
 */
export function CampaignCard({ version, onFinished }: { version: number; onFinished: () => void }) {
  const [codes, setCodes] = useState<DiscountCodeJson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { campaign, watch } = useCampaignProgress(onFinished);

  const load = useCallback(() => {
    apiRequest("GET", "/api/discount-codes")
      .then(async (res) => {
        const active = activeCodes((await res.json()) as DiscountCodeJson[]);
        setCodes(active);
        setCode((current) => (active.some((c) => c.code === current) ? current : (active[0]?.code ?? "")));
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(() => {
    void version;
    load();
  }, [load, version]);
  // Once, on opening: a campaign still running (started before a reload) shows its bar again.
  useEffect(() => {
    apiRequest("GET", "/api/campaigns")
      .then(async (res) => {
        const [latest] = (await res.json()) as CampaignJson[];
        if (latest && !isFinished(latest)) watch(latest);
      })
      .catch(() => undefined);
  }, [watch]);

  const selected = codes?.find((c) => c.code === code);
  const running = campaign !== null && !isFinished(campaign);

  const openConfirm = () => {
    // One key per intended campaign: a retry after a lost answer cannot start a second one.
    setIdempotencyKey((key) => key || crypto.randomUUID());
    setProblem(null);
    setConfirming(true);
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    try {
      const res = await apiRequest(
        "POST",
        "/api/send-mass-discount-email",
        { discountCode: code },
        { "Idempotency-Key": idempotencyKey },
      );
      const { result } = (await res.json()) as { result: CampaignJson };
      watch(result);
      setIdempotencyKey("");
      toast.success("Campaign started", {
        description: `Sending ${result.discountCode} to ${result.total} customers.`,
      });
    } catch (err) {
      setProblem(errorMessage(err));
      toast.error("Error", { description: "Failed to send mass email campaign." });
    } finally {
      setSending(false);
    }
  };

  return (
    <AdminCard
      Icon={MailIcon}
      title="Send Mass Discount Email"
      description="E-mail a discount code to every customer who agreed to receive offers. Each e-mail carries an unsubscribe link and the shop's postal address."
    >
      {failed ? (
        <p className="text-sm text-destructive">Could not load the discount codes. Please try again.</p>
      ) : codes === null ? (
        <p className="text-sm text-muted-foreground">Loading discount codes...</p>
      ) : codes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No discount code is active right now. Create or activate one under Discount Codes first.
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Select value={code} onValueChange={setCode}>
            <SelectTrigger className="w-full sm:flex-1" aria-label="Discount code to send">
              <SelectValue placeholder="Pick a code" />
            </SelectTrigger>
            <SelectContent>
              {codes.map((c) => (
                <SelectItem key={c.id} value={c.code}>
                  {`${c.code} · ${offerOf(c)}`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button onClick={openConfirm} disabled={!selected || sending || running}>
            <SendIcon aria-hidden="true" />
            {sending ? "Starting..." : running ? "Sending..." : "Send to customers"}
          </Button>
        </div>
      )}
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
      {campaign ? <CampaignProgress campaign={campaign} /> : null}
      <CampaignHistory refreshKey={`${version}:${campaign?.campaignId}:${campaign?.status}`} />
      {selected ? (
        <CampaignConfirmDialog
          code={selected.code}
          offer={offerOf(selected)}
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={send}
        />
      ) : null}
    </AdminCard>
  );
}
