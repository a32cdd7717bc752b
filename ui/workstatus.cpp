#include "workstatus.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

namespace parallax::ui {

WorkStatus::WorkStatus(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
{
    setObjectName(QStringLiteral("workStatus"));
    m_bar->setRange(0, 0); // busy: the workers do not report how far they are
    m_bar->setMaximumWidth(120);
    m_bar->setMaximumHeight(14);
    m_bar->setTextVisible(false);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_label);
    row->addWidget(m_bar);
    hide();
}

void WorkStatus::setRunning(const QString &what, bool running)
{
    m_running.removeAll(what);
    if (running)
        m_running.append(what);
    m_label->setText(m_running.join(QStringLiteral(" · ")));
    setAccessibleName(m_label->text());
    setVisible(!m_running.isEmpty());
}

} // namespace parallax::ui
