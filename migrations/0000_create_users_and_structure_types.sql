CREATE TABLE `structure_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`label` text NOT NULL,
	`category` text NOT NULL,
	`emoji` text NOT NULL,
	`description` text NOT NULL,
	`regulatory_status` text NOT NULL,
	`regulatory_note` text,
	`sort_order` integer NOT NULL,
	CONSTRAINT "structure_types_category_check" CHECK("structure_types"."category" in ('depolama-isleme','ozel-uretim','hayvancilik','diger')),
	CONSTRAINT "structure_types_status_check" CHECK("structure_types"."regulatory_status" in ('yururlukte','kaldirildi_2025'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `structure_types_slug_unique` ON `structure_types` (`slug`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`password_hash` text,
	`is_active` integer DEFAULT false NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`role` text DEFAULT 'user' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" in ('user','admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);