// Kept apart from the schemas of member-center.ts: a page that shows one of these texts then loads no zod.

/** Texts the member-center endpoints answer with (server msg values; the client translates known ones). */
export const MemberCenterMsg = {
  pushNotFound: '通知不存在',
  homeworkNotFound: '作业不存在',
  homeworkSubmitted: '该作业已提交，不能重复作答',
  homeworkIncomplete: '请完成全部题目后再提交',
  homeworkBadChoice: '答案只能是A-K中的选项',
  homeworkSingleChoice: '单选题只能选择一个答案',
  homeworkUnknownQuestion: '答案中包含不属于该作业的题目',
  feedbackNotFound: '反馈不存在',
  feedbackTypeRequired: '请选择反馈类型',
  feedbackContentTooShort: '反馈内容至少需要5个字',
  feedbackContentTooLong: '反馈内容不能超过500个字',
  feedbackTooManyImages: '最多上传3张图片',
  feedbackImageInvalid: '图片地址无效，请重新上传',
  feedbackContactTooLong: '联系方式不能超过50个字',
  feedbackReplyRequired: '请输入回复内容',
  feedbackReplyTooLong: '回复内容不能超过1000个字',
  helpNotFound: '文章不存在',
  avatarInvalid: '请上传有效的图片（png、jpg、jpeg、gif、bmp）',
  mobileSame: '新手机号与当前绑定的手机号相同',
  mobileBoundElsewhere: '该手机号已绑定其他账号',
  mobileBound: '手机号绑定成功',
} as const;
