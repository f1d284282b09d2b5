// Audit-sweep fixtures for the owner's mail: a discount campaign, a customer import and
// resending an e-mail from the outbox (the sweep configures an SMTP server's address and a job
// queue without workers, so the resend is queued and nothing is sent).
import { db } from "../../../app/lib/db.server.ts";
import { mailOutbox } from "../../../db/schema.ts";
import { createDiscountCode } from "../../factories.ts";
import { createCustomers } from "../marketing-test-kit.ts";
import { type AdminWriteFixtures, UNKNOWN_ID } from "./fixture.ts";

function csvForm(text: string) {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/csv" }), "customers.csv");
  return form;
}

export const MARKETING_FIXTURES: AdminWriteFixtures = {
  "POST /send-mass-discount-email": {
    action: "campaign.start",
    prepare: async (admin) => {
      const { code } = await createDiscountCode();
      await createCustomers(2, "subscribed");
      return {
        valid: () => admin.post("/api/send-mass-discount-email", { discountCode: code }),
        failing: () => admin.post("/api/send-mass-discount-email", { discountCode: "NO-SUCH-CODE" }),
      };
    },
  },
  "POST /import-customers": {
    action: "customers.import",
    prepare: async (admin) => {
      const email = `audit-${Math.random().toString(36).slice(2, 8)}@example.com`;
      return {
        valid: () => admin.post("/api/import-customers", csvForm(`email,name\n${email},Audit Golfer\n`)),
        failing: () => admin.post("/api/import-customers", csvForm("name\nNo E-mail Column\n")),
      };
    },
  },
  "POST /admin/outbox/:param/resend": {
    action: "mail.resend",
    prepare: async (admin) => {
      const [mail] = await db()
        .insert(mailOutbox)
        .values({
          to: "resend@example.com",
          subject: "Welcome",
          html: "<p>Welcome</p>",
          text: "Welcome",
          template: "welcome",
          status: "sent",
          sentAt: new Date(),
        })
        .returning({ id: mailOutbox.id });
      return {
        valid: () => admin.post(`/api/admin/outbox/${mail!.id}/resend`),
        failing: () => admin.post(`/api/admin/outbox/${UNKNOWN_ID}/resend`),
      };
    },
  },
};
