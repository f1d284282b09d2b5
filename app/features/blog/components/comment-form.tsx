import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "../../../components/ui/form.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { toast } from "../../../components/ui/sonner.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { COMMENT_LIMITS, CommentFormSchema, type CommentForm as CommentValues } from "../blog.schemas.ts";

const EMPTY: CommentValues = { authorName: "", authorEmail: "", content: "" };

interface CommentFormProps {
  postId: number;
  slug: string;
  /** On success the comment list is read again. */
  onSubmitted: () => void;
}

/**
 * "Leave a Comment". The comment is held for approval, so
 * success says so and clears the form; the list changes only once the shop approves it.
 */
export function CommentForm({ postId, slug, onSubmitted }: CommentFormProps) {
  const form = useForm<CommentValues>({ resolver: zodResolver(CommentFormSchema), defaultValues: EMPTY });
  const honeypot = useRef<HTMLInputElement>(null);
  const pending = form.formState.isSubmitting;

  async function onSubmit(values: CommentValues) {
    const website = honeypot.current?.value;
    try {
      await apiRequest("POST", `/api/blog/posts/${encodeURIComponent(slug)}/comments`, {
        ...values,
        postId,
        ...(website ? { website } : {}),
      });
    } catch {
      toast.error("Error", { description: "Failed to submit comment. Please try again." });
      return;
    }
    form.reset(EMPTY);
    toast.success("Comment Submitted", { description: "Your comment has been submitted for approval." });
    onSubmitted();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="authorName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Name</FormLabel>
                <FormControl>
                  <Input autoComplete="name" required maxLength={COMMENT_LIMITS.authorName} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="authorEmail"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input
                    type="email"
                    autoComplete="email"
                    required
                    maxLength={COMMENT_LIMITS.authorEmail}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Comment</FormLabel>
              <FormControl>
                <Textarea
                  rows={5}
                  required
                  maxLength={COMMENT_LIMITS.content}
                  className="min-h-32"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {/* A honeypot: hidden from people and screen readers, filled in by form-filling bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="comment-website">Website</label>
          <input
            ref={honeypot}
            id="comment-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Your email is never published. Comments appear once approved.
          </p>
          <Button type="submit" size="lg" disabled={pending} className="rounded-full">
            {pending ? "Submitting..." : "Submit Comment"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
