ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `next_attempt_at` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `claimed_until` text;--> statement-breakpoint
CREATE INDEX `email_outbox_status_next_attempt` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_user` ON `refresh_tokens` (`family_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user` ON `refresh_tokens` (`user_id`);