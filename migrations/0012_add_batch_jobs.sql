CREATE TABLE `batch_chunks` (
	`job_id` text NOT NULL,
	`no` integer NOT NULL,
	`parcels` text NOT NULL,
	`rows` text,
	`durum` text DEFAULT 'bekliyor' NOT NULL,
	`parcel_count` integer NOT NULL,
	`error_count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`job_id`, `no`),
	FOREIGN KEY (`job_id`) REFERENCES `batch_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `batch_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`api_key_id` integer,
	`tur` text NOT NULL,
	`surum` text NOT NULL,
	`durum` text NOT NULL,
	`toplam` integer NOT NULL,
	`tamamlanan` integer DEFAULT 0 NOT NULL,
	`hatali` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`api_key_id`) REFERENCES `api_keys`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `batch_jobs_user_created` ON `batch_jobs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `batch_jobs_durum_updated` ON `batch_jobs` (`durum`,`updated_at`);