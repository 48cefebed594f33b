import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin.js';
import { blogReviewRoutes } from './blog-review.js';
import { blogRoutes } from './blogs.js';
import { configRoutes } from './config.js';
import { contactRoutes } from './contact.js';
import { contentRoutes } from './content.js';
import { healthRoutes } from './health.js';
import { orderRoutes } from './order.js';
import { paymentRoutes } from './payments.js';
import { profileRoutes } from './profile.js';
import { reviewRoutes } from './review.js';
import { serviceRoutes } from './service.js';
import { uploadRoutes } from './uploads.js';
import { userRoutes } from './user.js';

/** Every resource's routes, under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    healthRoutes,
    serviceRoutes,
    orderRoutes,
    reviewRoutes,
    blogRoutes,
    blogReviewRoutes,
    profileRoutes,
    userRoutes,
    adminRoutes,
    paymentRoutes,
    contentRoutes,
    contactRoutes,
    configRoutes,
    uploadRoutes,
  ]) {
    await app.register(routes);
  }
};
