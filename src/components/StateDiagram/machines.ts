/**
 * The status machines of FINAL-1.0.0, one per entity: the single source of the status
 * pages' diagrams, transition tables and status meanings. The status codes themselves
 * are checked against the contract's enums when the site is built.
 */
import type {StateMachine} from './machine';

const cancelProject = {kind: 'call', operationId: 'cancelProject'} as const;

export const projectMachine: StateMachine = {
  entity: 'project',
  statusSchema: 'ProjectStatus',
  statuses: [
    {code: 'open', meaning: 'The project is created and waits for a creative (speedy or booking) or for the first audition (contest).'},
    {code: 'auditioning', meaning: 'Contest only. Creatives send auditions; you pick one with selectWinner.'},
    {code: 'in_progress', meaning: 'A creative works on the project. You need to do nothing.'},
    {code: 'info_needed', meaning: 'A creative needs an answer from you before the work can go on. The project is held until you answer.'},
    {code: 'in_review', meaning: 'A deliverable waits for your review: approve it, reject it or ask for a revision.'},
    {code: 'completed', meaning: 'Every deliverable is approved. The project is finished and its files stay available.'},
    {code: 'cancelled', meaning: 'You cancelled the project. No more work is done on it.'},
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
    {code: 'pending', meaning: 'The service waits for the service before it, for example the voice over waits for the approved script.'},
    {code: 'in_progress', meaning: 'A creative works on the service.'},
    {code: 'delivered', meaning: 'The service has delivered its deliverables; they wait for your review.'},
    {code: 'completed', meaning: 'All deliverables of the service are approved.'},
    {code: 'cancelled', meaning: 'The project was cancelled before the service completed.'},
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
    {code: 'pending_review', meaning: 'The deliverable, or its newest version, waits for your review.'},
    {code: 'approved', meaning: 'You accepted it. An approved audio file is yours to use.'},
    {code: 'rejected', meaning: 'You rejected it with a reason. The creative delivers a replacement as a new deliverable.'},
    {code: 'revision_requested', meaning: 'You asked for a revision. The creative works on a new version.'},
    {code: 'selected', meaning: 'Audition only. You picked this audition as the contest winner.'},
    {code: 'not_selected', meaning: 'Audition only. You picked another audition of the same project.'},
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
