/**
 * The status machines of FINAL-1.0.0, one per entity: the single source of the status
 * pages' diagrams and transition tables. The meaning of each status lives in the
 * contract (x-enum-descriptions of statusSchema), shown by ApiEnum.
 */
import type {StateMachine} from './machine';

const cancelProject = {kind: 'call', operationId: 'cancelProject'} as const;

export const projectMachine: StateMachine = {
  entity: 'project',
  statusSchema: 'ProjectStatus',
  statuses: [
    'open',
    'auditioning',
    'in_progress',
    'info_needed',
    'in_review',
    'completed',
    'cancelled',
  ],
  transitions: [
    {from: null, to: 'open', causes: [{kind: 'call', operationId: 'createProject'}]},
    {
      from: 'open',
      to: 'auditioning',
      causes: [{kind: 'event', description: 'The first audition of a contest is delivered.', webhook: 'project.status_changed'}],
    },
    {
      from: 'open',
      to: 'in_progress',
      causes: [
        {
          kind: 'event',
          description: 'A creative takes the job (speedy) or the creative you booked accepts it (booking).',
          webhook: 'project.status_changed',
        },
      ],
    },
    {from: 'auditioning', to: 'in_progress', causes: [{kind: 'call', operationId: 'selectWinner'}]},
    {
      from: 'in_progress',
      to: 'info_needed',
      causes: [{kind: 'event', description: 'A creative asks you a question.', webhook: 'project.info_needed'}],
    },
    {from: 'info_needed', to: 'in_progress', causes: [{kind: 'call', operationId: 'answerInfoRequest'}]},
    {
      from: 'in_progress',
      to: 'in_review',
      causes: [{kind: 'event', description: 'A deliverable or a new version of one is delivered.', webhook: 'deliverable.delivered'}],
    },
    {
      from: 'in_review',
      to: 'in_progress',
      causes: [
        {kind: 'call', operationId: 'createRevision'},
        {kind: 'call', operationId: 'rejectDeliverable'},
        {kind: 'call', operationId: 'approveDeliverable', condition: 'when a later service of the project still has work to do'},
      ],
    },
    {
      from: 'in_review',
      to: 'completed',
      causes: [
        {kind: 'call', operationId: 'approveDeliverable', condition: 'when it approves the last deliverable'},
        {kind: 'call', operationId: 'approveDeliverablesByProject'},
      ],
    },
    {from: 'open', to: 'cancelled', causes: [cancelProject]},
    {from: 'auditioning', to: 'cancelled', causes: [cancelProject]},
    {from: 'in_progress', to: 'cancelled', causes: [cancelProject]},
    {from: 'info_needed', to: 'cancelled', causes: [cancelProject]},
    {from: 'in_review', to: 'cancelled', causes: [cancelProject]},
  ],
};

export const serviceMachine: StateMachine = {
  entity: 'service',
  statusSchema: 'ServiceStatus',
  statuses: [
    'pending',
    'in_progress',
    'delivered',
    'completed',
    'cancelled',
  ],
  transitions: [
    {from: null, to: 'pending', causes: [{kind: 'call', operationId: 'createProject'}]},
    {
      from: 'pending',
      to: 'in_progress',
      causes: [
        {
          kind: 'event',
          description: 'The previous service is completed, or a creative is assigned to the first service.',
          webhook: 'service.status_changed',
        },
      ],
    },
    {
      from: 'in_progress',
      to: 'delivered',
      causes: [{kind: 'event', description: 'The service delivers a deliverable or a new version.', webhook: 'deliverable.delivered'}],
    },
    {
      from: 'delivered',
      to: 'in_progress',
      causes: [
        {kind: 'call', operationId: 'createRevision'},
        {kind: 'call', operationId: 'rejectDeliverable'},
      ],
    },
    {
      from: 'delivered',
      to: 'completed',
      causes: [
        {kind: 'call', operationId: 'approveDeliverable', condition: 'when it approves the service’s last deliverable'},
        {kind: 'call', operationId: 'approveDeliverablesByProject'},
      ],
    },
    {from: 'pending', to: 'cancelled', causes: [cancelProject]},
    {from: 'in_progress', to: 'cancelled', causes: [cancelProject]},
    {from: 'delivered', to: 'cancelled', causes: [cancelProject]},
  ],
};

export const deliverableMachine: StateMachine = {
  entity: 'deliverable',
  statusSchema: 'DeliverableStatus',
  statuses: [
    'pending_review',
    'approved',
    'rejected',
    'revision_requested',
    'selected',
    'not_selected',
  ],
  transitions: [
    {
      from: null,
      to: 'pending_review',
      causes: [{kind: 'event', description: 'A creative delivers the deliverable.', webhook: 'deliverable.delivered'}],
    },
    {
      from: 'pending_review',
      to: 'approved',
      causes: [
        {kind: 'call', operationId: 'approveDeliverable'},
        {kind: 'call', operationId: 'approveDeliverablesByProject'},
      ],
    },
    {from: 'pending_review', to: 'rejected', causes: [{kind: 'call', operationId: 'rejectDeliverable'}]},
    {from: 'pending_review', to: 'revision_requested', causes: [{kind: 'call', operationId: 'createRevision'}]},
    {
      from: 'revision_requested',
      to: 'pending_review',
      causes: [{kind: 'event', description: 'The creative delivers the revision as a new version.', webhook: 'revision.delivered'}],
    },
    {from: 'pending_review', to: 'selected', causes: [{kind: 'call', operationId: 'selectWinner'}]},
    {
      from: 'pending_review',
      to: 'not_selected',
      causes: [{kind: 'call', operationId: 'selectWinner', condition: 'on another audition of the same project'}],
    },
  ],
};

export const machines = {
  project: projectMachine,
  service: serviceMachine,
  deliverable: deliverableMachine,
} as const;

export type MachineEntity = keyof typeof machines;
