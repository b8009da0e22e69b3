CREATE TABLE `login_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`locked_until` text,
	`last_refused` integer DEFAULT false NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_throttles_expires_at` ON `login_throttles` (`expires_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_one_time_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`new_email` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "one_time_tokens_purpose_check" CHECK("__new_one_time_tokens"."purpose" in ('verify_email','email_change','password_reset','set_password'))
);
--> statement-breakpoint
INSERT INTO `__new_one_time_tokens`("id", "user_id", "purpose", "new_email", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "purpose", "new_email", "expires_at", "used_at", "created_at" FROM `one_time_tokens`;--> statement-breakpoint
DROP TABLE `one_time_tokens`;--> statement-breakpoint
ALTER TABLE `__new_one_time_tokens` RENAME TO `one_time_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `target_user_id` integer;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `user_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `secret_expires_at` text;--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `expires_at` text;--> statement-breakpoint
CREATE INDEX `rate_limits_expires_at` ON `rate_limits` (`expires_at`);--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `session_expires_at` text;--> statement-breakpoint
ALTER TABLE `saved_calculations` ADD `computed_by_server` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `token_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `google_sub` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);--> statement-breakpoint
UPDATE `refresh_tokens` SET `session_expires_at` = (SELECT strftime('%Y-%m-%dT%H:%M:%fZ', min(f.`created_at`), '+30 days') FROM `refresh_tokens` f WHERE f.`family_id` = `refresh_tokens`.`family_id`);--> statement-breakpoint
DELETE FROM `rate_limits`;--> statement-breakpoint
UPDATE `email_outbox` SET `user_id` = (SELECT u.`id` FROM `users` u WHERE lower(u.`email`) = lower(`email_outbox`.`to_address`));--> statement-breakpoint
UPDATE `email_outbox` SET `body` = '[Bu iletideki şifre veya bağlantı güvenlik nedeniyle silindi.]' WHERE `body` LIKE '%/reset-password/%' OR `body` LIKE '%/verify-email/%' OR `body` LIKE '%/email-change/%' OR (`body` LIKE '%Şifre: %' AND `body` NOT LIKE '%Şifre: kayıt sırasında%');--> statement-breakpoint
UPDATE `audit_log` SET `target_user_id` = CAST(substr(`target`, 6, instr(`target`, ' ') - 6) AS INTEGER) WHERE `target` LIKE 'user:% (%';
