/**
 * Paths of the member center (notifications, homework, feedback, help and FAQ, avatar and mobile binding).
 * The SPEC §7 ones keep their names; the rest follow the same style.
 */
export const MemberCenterApi = {
  // Notifications (SPEC §7: GET /api/member/push/get/list)
  pushList: '/api/member/push/get/list',
  pushUnread: '/api/member/push/get/unread',
  pushRead: '/api/member/push/read', // + /{id}
  pushReadAll: '/api/member/push/read/all',
  // Homework
  homeworkList: '/api/homework/get/list',
  homeworkInfo: '/api/homework/get/info', // + /{id}
  homeworkSubmit: '/api/homework/submit',
  homeworkAnswerList: '/api/homework/answer/get/list',
  // Complaints and suggestions
  feedbackSave: '/api/feedback/save',
  feedbackList: '/api/feedback/get/list',
  feedbackInfo: '/api/feedback/get/info', // + /{id}
  feedbackReply: '/api/feedback/reply',
  // Help center and FAQ
  helpCategories: '/api/help/category/all',
  helpList: '/api/help/get/list',
  helpInfo: '/api/help/get/info', // + /{id}
  // Profile (SPEC §7)
  modifyAvatar: '/api/member/modify/avatar',
  bindableList: '/api/member/ver/2/list/bindable',
  bindMobile: '/api/member/ver/2/bind/mobile',
} as const;
