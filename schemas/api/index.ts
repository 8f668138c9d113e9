/** Every request/response schema the REST routes `$ref`; registered once with Fastify (and so OpenAPI). */
import ApiError from './error.schema.json' with { type: 'json' };
import Health from './health.schema.json' with { type: 'json' };
import ClientConfig from './client-config.schema.json' with { type: 'json' };
import LoginRequest from './login-request.schema.json' with { type: 'json' };
import ValidateKeycloakRequest from './validate-keycloak-request.schema.json' with { type: 'json' };
import UniverseRef from './universe-ref.schema.json' with { type: 'json' };
import SurveyRef from './survey-ref.schema.json' with { type: 'json' };
import UserIdentity from './user-identity.schema.json' with { type: 'json' };
import ImpersonateRequest from './impersonate-request.schema.json' with { type: 'json' };
import ValidateCookieRequest from './validate-cookie-request.schema.json' with { type: 'json' };
import ResetRequest from './reset-request.schema.json' with { type: 'json' };
import BugList from './bug-list.schema.json' with { type: 'json' };
import BugReport from './bug-report.schema.json' with { type: 'json' };
import Mailbox from './mailbox.schema.json' with { type: 'json' };
import SurveyConfigurationScript from './survey-configuration-script.schema.json' with { type: 'json' };
import ConfigurationCheck from './configuration-check.schema.json' with { type: 'json' };
import { analyticsSchemas } from './analytics';
import { cellDetailsSchemas } from './celldetails';
import { samplesListSchemas } from './samples-list';
import { sampleDetailsSchemas } from './sample-details';
import { interviewSchemas } from './interview';
import { alertSchemas } from './alerts';
import { reportSchemas } from './reports';

export const apiSchemas = [
  ApiError, Health, ClientConfig, LoginRequest, ValidateKeycloakRequest, UniverseRef, SurveyRef, UserIdentity, ImpersonateRequest, ValidateCookieRequest, ResetRequest, BugList, BugReport, Mailbox, SurveyConfigurationScript, ConfigurationCheck,
  ...analyticsSchemas,
  ...cellDetailsSchemas,
  ...samplesListSchemas,
  ...sampleDetailsSchemas,
  ...interviewSchemas,
  ...alertSchemas,
  ...reportSchemas,
];
